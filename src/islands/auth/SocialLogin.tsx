/**
 * The social-login buttons of spec §2.6, kept visible but disabled: the feature is gone, and the
 * notice tells those who used it to recover their account with a password reset.
 */
import { login as m } from '../../lib/messages.ts';
import { Button } from '../../ui/Button.tsx';
import './social-login.css';

export function SocialLogin() {
  return (
    <section className="social-login" aria-labelledby="social-login-heading">
      <h2 id="social-login-heading" className="social-login__heading">
        {m.socialHeading}
      </h2>
      <p id="social-login-notice" className="social-login__notice">
        {m.socialUnavailable}
      </p>
      <div className="social-login__buttons">
        <Button variant="secondary" isDisabled fullWidth aria-describedby="social-login-notice">
          {m.socialGoogle}
        </Button>
        <Button variant="secondary" isDisabled fullWidth aria-describedby="social-login-notice">
          {m.socialFacebook}
        </Button>
      </div>
    </section>
  );
}
