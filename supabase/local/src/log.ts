/** The few log levels the stack uses; `console` satisfies it, tests pass a quiet one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (m) => console.info(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

export const quietLogger: Logger = {
  info: () => {},
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};
