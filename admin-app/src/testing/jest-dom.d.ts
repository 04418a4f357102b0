// Type the jest-dom matchers (registered at runtime by tools/jest/web.setup.ts).
/// <reference types="@testing-library/jest-dom" />
