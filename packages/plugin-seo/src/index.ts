// Built in issue 19.
export {};
