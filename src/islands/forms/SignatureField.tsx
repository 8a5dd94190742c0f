/**
 * The consent's signature: drawn with a finger or the mouse on a pad (signature_pad), or, for
 * those who cannot draw (a keyboard, a screen reader, a shaking hand), the full name typed
 * instead: a button switches, and either way the value is one string (schemas/consent.ts). The
 * drawing is exported after each stroke at SIGNATURE_PX, whatever the screen's size and density,
 * so it stays a few KB. The pad keeps its 3:1 shape; a resize (a phone turned) keeps the strokes.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_PX } from '../../lib/limits.ts';
import { consentForm as m } from '../../lib/messages-consent.ts';
import { isDrawnSignature } from '../../lib/schemas/consent.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

export interface SignatureFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errors: string[];
}

/** The drawing at SIGNATURE_PX, as a PNG data URL. */
function exportDrawing(canvas: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_PX.width;
  out.height = SIGNATURE_PX.height;
  out.getContext('2d')?.drawImage(canvas, 0, 0, out.width, out.height);
  return out.toDataURL('image/png');
}

function DrawPad({
  onChange,
  onBlur,
  errors,
  toggle,
}: Omit<SignatureFieldProps, 'value'> & { toggle: ReactNode }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const hintId = useId();
  const errorId = useId();
  // The pad's listeners are made once; they call the latest props.
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1b1b2f', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    const fitToBox = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fitToBox();
    const ended = () => {
      setDrawn(!pad.isEmpty());
      latest.current.onChange(pad.isEmpty() ? '' : exportDrawing(canvas));
      latest.current.onBlur();
    };
    pad.addEventListener('endStroke', ended);
    const observer = new ResizeObserver(fitToBox);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(false);
    onChange('');
  };

  return (
    <>
      <p id={hintId} className="field__label">
        {m.padLabel}
      </p>
      <canvas
        ref={canvasRef}
        className="signature-pad"
        role="img"
        aria-label={m.padCanvas}
        aria-describedby={errors.length > 0 ? `${hintId} ${errorId}` : hintId}
      />
      <p className="field__description" aria-live="polite">
        {drawn ? m.padSigned : m.padEmpty}
      </p>
      <div className="signature-field__actions">
        {toggle}
        <Button variant="secondary" onPress={clear} isDisabled={!drawn}>
          {m.clearSignature}
        </Button>
      </div>
      {/* Outside a react-aria field, so listed here (FieldErrorList reads a field's context). */}
      {errors.length > 0 ? (
        <ul id={errorId} className="field__errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function SignatureField({ value, onChange, onBlur, errors }: SignatureFieldProps) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const frame = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  const switchTo = (next: 'draw' | 'type') => {
    switched.current = true;
    setMode(next);
    onChange('');
  };
  // The pressed button leaves with its mode: the focus goes to the new mode's first control.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode changes.
  useEffect(() => {
    if (switched.current)
      frame.current?.querySelector<HTMLElement>('input:not([type="hidden"]), button')?.focus();
  }, [mode]);

  return (
    <div
      ref={frame}
      className="field signature-field"
      data-invalid={errors.length > 0 || undefined}
    >
      {mode === 'draw' ? (
        <>
          {/* The form's value, for the error summary's link and the focus after a failed send. */}
          <input type="hidden" name="signature" value={isDrawnSignature(value) ? 'drawn' : ''} />
          <DrawPad
            onChange={onChange}
            onBlur={onBlur}
            errors={errors}
            toggle={
              <Button variant="ghost" onPress={() => switchTo('type')}>
                {m.typeInstead}
              </Button>
            }
          />
        </>
      ) : (
        <>
          <TextField
            label={m.typedLabel}
            name="signature"
            autoComplete="name"
            description={m.typedHint}
            isRequired
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            errors={errors}
          />
          <div className="signature-field__actions">
            <Button variant="ghost" onPress={() => switchTo('draw')}>
              {m.drawInstead}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
