import * as rules from '@book/rules';
import * as screens from './account-messages';

it("says each account rule in the words the API's rule uses, with the rule's own limits", () => {
  expect(screens.USERNAME_REQUIRED).toBe(rules.USERNAME_REQUIRED);
  expect(screens.USERNAME_TOO_SHORT).toBe(rules.USERNAME_TOO_SHORT);
  expect(screens.PASSWORD_TOO_SHORT).toBe(rules.PASSWORD_TOO_SHORT);
  expect(screens.NEW_PASSWORD_TOO_SHORT).toBe(rules.NEW_PASSWORD_TOO_SHORT);
  expect(screens.USERNAME_TOO_SHORT).toContain(`${rules.USERNAME_MIN} characters`);
  expect(screens.PASSWORD_TOO_SHORT).toContain(`${rules.PASSWORD_MIN} characters`);
});
