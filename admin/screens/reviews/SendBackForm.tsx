import { useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX } from '../../../contracts/reviews';
import { TextAreaField } from '../../ui/Field';

/** The admin's comment for the author: what should change before the draft can go live. */
export function SendBackForm(p: {
  author: string;
  busy: boolean;
  onSend: (comment: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = comment.trim();
    if (!text) {
      setError('Say what should change, so they know what to do.');
      return;
    }
    if (await p.onSend(text)) setComment('');
  }
  return (
    <form className="admin-form review-card__send-back" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label={`Comment for ${p.author}`}
        name="comment"
        rows={3}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          setError(undefined);
        }}
        hint="They see it above the editor until they submit again."
        error={error}
        autoFocus
      />
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={p.busy}>
          Send back
        </button>
        <button type="button" className="admin-btn admin-btn--secondary" onClick={p.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
