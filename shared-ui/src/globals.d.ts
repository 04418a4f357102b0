// Build constants injected by webpack's DefinePlugin (tools/webpack/create-config.js).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;

// Stylesheets are bundled by webpack (css-loader) and stubbed in jest.
declare module '*.css';
