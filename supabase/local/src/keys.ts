/**
 * Well-known local keys, identical to the Supabase CLI's local defaults, so any tool that
 * knows those defaults works against this stack. Never use them outside local development.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const API_PORT = 54321;
export const MAIL_PORT = 54324;
export const HOST = '127.0.0.1';
export const RAZORPAY_PORT = 54325;

/**
 * The local Razorpay test gateway's credentials (razorpay/), fixed so the store's functions and
 * tests know them. Test-mode shaped; they open nothing outside this machine.
 */
export const RAZORPAY_KEY_ID = 'rzp_test_GameGearLocal1';
export const RAZORPAY_KEY_SECRET = 'gamegear-local-razorpay-key-secret-2026';
export const RAZORPAY_WEBHOOK_SECRET = 'gamegear-local-razorpay-webhook-secret';
