import { type Ref, useId, useState } from 'react';
import { Button, LazyMarkdownRemark, TextField } from 'shared';
import { type ItemKind, MARKDOWN_REMARK_KINDS, REMARK_MAX_LENGTH } from 'shared/contracts';
import styled from 'styled-components';

/**
 * The remark sent with a status change or an offer; its hint (the field's description) says the
 * shopper sees it, as the technician notes' says they are staff only. Game loads and discount requests keep
 * markdown remarks: those get a preview through the same renderer shoppers see (raw HTML stays
 * text, unsafe links are dropped).
 */
export function RemarkEditor({
  kind,
  value,
  onChange,
  error,
  inputRef,
}: {
  kind: ItemKind;
  value: string;
  onChange: (value: string) => void;
  /** Why the change cannot be sent as it is (a return's rejection needs its reason). */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}) {
  const markdown = MARKDOWN_REMARK_KINDS.includes(kind);
  const [preview, setPreview] = useState(false);
  const previewId = useId();
  return (
    <div>
      <TextField
        label={markdown ? 'Remark (markdown)' : 'Remark'}
        value={value}
        onChange={onChange}
        multiline
        rows={3}
        maxLength={REMARK_MAX_LENGTH[kind]}
        showCounter
        error={error}
        inputRef={inputRef}
        hint="The shopper sees this: it is sent with the next change. Leave empty to keep the current remark."
      />
      {markdown && (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={preview}
            aria-controls={previewId}
            onClick={() => setPreview((shown) => !shown)}
          >
            {preview ? 'Hide preview' : 'Preview'}
          </Button>
          {preview && (
            <Preview id={previewId} aria-label="Remark preview">
              {value.trim() ? <LazyMarkdownRemark text={value} /> : <Muted>Nothing to preview.</Muted>}
            </Preview>
          )}
        </>
      )}
    </div>
  );
}

const Preview = styled.section`
  margin-top: 8px;
  padding: 12px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;
