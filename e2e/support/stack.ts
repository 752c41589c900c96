/** Backend ports of the throwaway stack the e2e run starts (see playwright.config.ts). */
export const E2E_API_PORT = 54421;
export const E2E_MAIL_PORT = 54424;
export const E2E_RAZORPAY_PORT = 54425;

export const apiUrl = `http://127.0.0.1:${E2E_API_PORT}`;
export const mailUrl = `http://127.0.0.1:${E2E_MAIL_PORT}`;
/** The Razorpay test gateway: checkout.js, the REST API and the `/_test/*` hooks. */
export const razorpayUrl = `http://127.0.0.1:${E2E_RAZORPAY_PORT}`;
