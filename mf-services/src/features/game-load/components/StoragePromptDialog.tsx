import { useRef } from 'react';
import { AI_ASSISTANT_URL, Button, Sheet, useCopyToClipboard, VisuallyHidden } from 'shared';
import styled from 'styled-components';

/** The storage-estimation prompt (already copied), to read, copy again or take to an assistant. */
export function StoragePromptDialog({ prompt, onClose }: { prompt: string | null; onClose: () => void }) {
  const { copied, copy } = useCopyToClipboard();
  const textRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Sheet
      open={prompt !== null}
      onClose={onClose}
      title="AI Storage Estimate Prompt"
      description="Paste this prompt into an AI assistant to estimate how much space your games need."
      size="md"
      initialFocusRef={textRef}
      footer={
        <Footer>
          <Button variant="secondary" onClick={() => prompt && void copy(prompt)}>
            {copied ? 'Copied!' : 'Copy Prompt'}
          </Button>
          <AssistantLink href={AI_ASSISTANT_URL} target="_blank" rel="noopener noreferrer">
            Open AI Assistant
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </AssistantLink>
        </Footer>
      }
    >
      <label htmlFor="storage-prompt">
        <VisuallyHidden>Prompt</VisuallyHidden>
      </label>
      <PromptText id="storage-prompt" ref={textRef} readOnly value={prompt ?? ''} rows={10} />
    </Sheet>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: flex-end;
`;

const PromptText = styled.textarea`
  width: 100%;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  resize: vertical;
`;

const AssistantLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
