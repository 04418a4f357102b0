import { saveFile } from './save-file';

describe('saveFile', () => {
  it('downloads the blob under its file name and frees the object URL', () => {
    jest.useFakeTimers();
    const blob = new Blob(['a,b']);
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile({ blob, filename: 'goodreads_library_export.csv' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('goodreads_library_export.csv');
    expect(clicked[0].href).toBe('blob:http://localhost/1');
    expect(clicked[0].isConnected).toBe(false);
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    click.mockRestore();
    jest.useRealTimers();
  });
});
