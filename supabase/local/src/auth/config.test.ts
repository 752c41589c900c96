// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDurationSeconds, readConfigToml, resolveAuthConfig } from './config';

const stack = {
  apiUrl: 'http://127.0.0.1:1',
  siteUrl: 'http://127.0.0.1:3000',
  jwtSecret: 's',
  serviceRoleKey: 'k',
};

describe('auth config', () => {
  it('reads the Supabase CLI settings from config.toml', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'auth-config-')), 'config.toml');
    fs.writeFileSync(
      file,
      `[auth]
jwt_expiry = 600
minimum_password_length = 8
[auth.email]
enable_confirmations = true
double_confirm_changes = false
max_frequency = "5s"
[auth.rate_limit]
sign_in_sign_ups = 100
email_sent = 10
`,
    );
    expect(readConfigToml(file)).toEqual({
      jwtExpirySeconds: 600,
      minimumPasswordLength: 8,
      mailerAutoconfirm: false,
      secureEmailChange: false,
      rateLimits: {
        emailFrequencySeconds: 5,
        signInSignUps: { max: 100, windowSeconds: 300 },
        emailSentPerHour: 10,
      },
    });
  });

  it('has GoTrue defaults and lets later layers win, per rate-limit field', () => {
    const config = resolveAuthConfig(stack, { rateLimits: { perIpScale: 10 } }, { jwtExpirySeconds: 60 });
    expect(config.jwtExpirySeconds).toBe(60);
    expect(config.mailerAutoconfirm).toBe(false);
    expect(config.rateLimits.perIpScale).toBe(10);
    expect(config.rateLimits.emailFrequencySeconds).toBe(60);
    expect(config.rateLimits.signInSignUps).toEqual({ max: 30, windowSeconds: 300 });
  });

  it('parses CLI durations', () => {
    expect(parseDurationSeconds('1m')).toBe(60);
    expect(parseDurationSeconds('60s')).toBe(60);
    expect(parseDurationSeconds(5)).toBe(5);
    expect(parseDurationSeconds('soon')).toBeUndefined();
  });
});
