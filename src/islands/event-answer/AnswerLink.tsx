/**
 * The page of the announcement mail's answer links (issue #23): records the link's answer on
 * arrival (a PUT from this script: mail scanners that only fetch the link change nothing), says
 * what was recorded, and offers the other answers. Shows the member's first name only. A refusal
 * (forged, expired, no longer a member, event deleted) shows the API's Romanian message.
 */
import { useEffect, useState } from 'react';
import { api, readErrorDetail } from '../../client/api.ts';
import type { AnswerLink as Link } from '../../lib/api/event-answer-link.ts';
import { apiPath } from '../../lib/api-path.ts';
import { EVENT_ANSWERS, eventAnswerLink as m } from '../../lib/messages-events.ts';
import { eventAnswerLinkPaths as paths } from '../../lib/paths/event-answer-link.ts';
import { Banner } from '../../ui/Banner.tsx';
import { ANSWERS, type Answer, AnswerGroup } from '../members/calendar/AnswerGroup.tsx';
import { eventLink } from '../members/calendar/event-link.ts';

const isAnswer = (value: string | null): value is Answer => ANSWERS.includes(value as Answer);

type State =
  | { kind: 'loading'; saving: boolean }
  | { kind: 'shown'; link: Link; recorded: boolean }
  | { kind: 'refused'; message: string };

async function call(token: string, answer: Answer | null): Promise<Link> {
  const path = apiPath(paths.link, { token });
  return answer ? api.put(path, { json: { answer } }).json<Link>() : api.get(path).json<Link>();
}

export default function AnswerLink() {
  const [state, setState] = useState<State>({ kind: 'loading', saving: false });
  const [token, setToken] = useState('');

  const answer = async (t: string, choice: Answer | null) => {
    setState({ kind: 'loading', saving: choice !== null });
    try {
      const link = await call(t, choice);
      setState({ kind: 'shown', link, recorded: choice !== null });
      if (choice) {
        // A reload of the page gives the answer just chosen, not the mail's.
        const url = new URL(location.href);
        url.searchParams.set('raspuns', choice);
        history.replaceState(null, '', url);
      }
    } catch (error) {
      setState({ kind: 'refused', message: (await readErrorDetail(error)) ?? m.saveFailed });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, from the address.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const t = query.get('t') ?? '';
    const choice = query.get('raspuns');
    setToken(t);
    if (!t) setState({ kind: 'refused', message: m.invalid });
    else void answer(t, isAnswer(choice) ? choice : null);
  }, []);

  if (state.kind === 'loading') {
    return <p role="status">{state.saving ? m.saving : m.checking}</p>;
  }
  if (state.kind === 'refused') return <Banner tone="error">{state.message}</Banner>;

  const { link, recorded } = state;
  return (
    <div className="stack">
      <p>
        <strong>{m.greeting(link.first_name)}</strong>
      </p>
      <p>
        <strong>{link.title}</strong>
        <br />
        {link.when}
        <br />
        {link.location}
      </p>
      <Banner tone={recorded ? 'success' : 'info'}>
        {link.answer ? (recorded ? m.recorded : m.current)(EVENT_ANSWERS[link.answer]) : m.none}
      </Banner>
      <p>{m.change}</p>
      <div className="answer-buttons">
        <AnswerGroup
          title={link.title}
          answer={link.answer}
          onChoose={(value) => answer(token, value)}
        />
      </div>
      <p>
        <a href={eventLink(link.event_id)}>{m.account}</a>
      </p>
    </div>
  );
}
