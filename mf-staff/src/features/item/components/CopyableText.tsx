import { Button, toast, useCopyToClipboard } from 'shared';
import { CheckIcon, CopyIcon } from 'shared/kit';
import styled from 'styled-components';

/** An id shown in full, selectable, with a copy button ('Copied!' for 2 s). */
export function CopyableText({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopyToClipboard();
  const copyValue = async () => {
    if (!(await copy(value))) toast.error('Could not copy', `Please select the ${label} and copy it.`);
  };
  return (
    <Wrap>
      <Code>{value}</Code>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void copyValue()}
        aria-label={copied ? `${label} copied` : `Copy ${label}`}
      >
        {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  max-width: 100%;
`;

const Code = styled.code`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 13px;
  overflow-wrap: anywhere;
  user-select: all;
`;
