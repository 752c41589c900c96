import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { failureText } from 'shared';
import { downloadTaxDocument, fetchTaxDocuments } from 'shared/kit';

/**
 * An order's GST documents (`public.tax_documents`, staff read every order's): its tax invoice,
 * issued when it ships, and any credit notes, oldest first.
 */
export const taxDocumentKeys = {
  order: (orderId: string) => ['staff', 'tax-documents', orderId] as const,
};

export const taxDocumentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: taxDocumentKeys.order(orderId),
    queryFn: () => fetchTaxDocuments(orderId),
    staleTime: 15_000,
  });

export function useTaxDocuments(orderId: string) {
  return useQuery(taxDocumentsQueryOptions(orderId));
}

export const TAX_DOCUMENT_DOWNLOAD_FAILED = 'Could not download the document. Please try again.';

/** Downloads one of the order's documents as a PDF (the `invoice` edge function, as staff). */
export function useDownloadTaxDocument(orderId: string) {
  return useMutation({
    mutationFn: (documentId: string) => downloadTaxDocument({ order_id: orderId, document_id: documentId }),
  });
}

/** What to say when a download failed: the server's refusal, else a general sentence. */
export const downloadFailureText = (error: unknown): string =>
  failureText(error, TAX_DOCUMENT_DOWNLOAD_FAILED);
