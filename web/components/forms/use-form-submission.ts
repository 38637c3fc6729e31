/**
 * The shopper forms' name for the one mutation hook (web/lib/client/use-mutation.ts), kept so
 * the forms outside this folder that import it keep working unchanged.
 */
export {
  type MutationStatus as SubmissionStatus,
  type SubmitOutcome,
  useMutation as useFormSubmission,
} from "@/lib/client/use-mutation";
