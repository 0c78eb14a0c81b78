import base from './playwright.config.ts';
export default { ...base, webServer: undefined, globalSetup: undefined, use: { ...base.use, baseURL: 'http://localhost:4440' } };
