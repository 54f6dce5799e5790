/** The operator's token of the browser suite's servers (global-setup.ts): a throwaway value. */
export const TEST_OPERATOR_TOKEN = "e2e-operator-token-not-a-secret-000";
