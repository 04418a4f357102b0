import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { loadable } from './loadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('loadable', () => {
  it('shows the fallback while the code loads, then the component with its props', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = loadable(load, <p>Loading...</p>);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    render(<Lazy name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument(); // loaded once: no fallback any more
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, when preloaded before its first render', async () => {
    const Lazy = loadable(() => Promise.resolve({ default: Hello }), <p>Loading...</p>);
    await Lazy.preload();
    render(<Lazy name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('throws a failed load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = loadable<{ name: string }>(() => Promise.reject(new Error('chunk failed')), <p>Loading...</p>);
    render(
      <Boundary>
        <Lazy name="Di" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
  });
});
