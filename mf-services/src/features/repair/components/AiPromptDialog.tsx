import { AI_ASSISTANT_URL, Sheet, TEXT_LIMITS, truncate, VisuallyHidden } from 'shared';
import { REPAIR_MESSAGES } from 'shared/contracts';
import styled from 'styled-components';

export interface AiPromptDialogProps {
  /** The copied prompt; null closes the dialog. */
  prompt: string | null;
  /** False when the clipboard refused: the full prompt is shown to copy by hand. */
  copied: boolean;
  onClose: () => void;
}

/** After AI help: the prompt's preview (cut at 100 characters) and the assistant link (new tab). */
export function AiPromptDialog({ prompt, copied, onClose }: AiPromptDialogProps) {
  return (
    <Sheet
      open={prompt !== null}
      onClose={onClose}
      title="Get AI Help"
      description={
        copied
          ? `${REPAIR_MESSAGES.aiPromptCopied} Paste it into the assistant that opened in a new tab.`
          : 'Copy this prompt and paste it into the assistant.'
      }
      size="sm"
    >
      <Preview data-testid="ai-prompt-preview">
        {copied ? truncate(prompt ?? '', TEXT_LIMITS.aiPromptPreview) : prompt}
      </Preview>
      <AssistantLink href={AI_ASSISTANT_URL} target="_blank" rel="noopener noreferrer">
        Open AI Assistant
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </AssistantLink>
    </Sheet>
  );
}

const Preview = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.bg};
  border: 1px solid ${(p) => p.theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const AssistantLink = styled.a`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;
