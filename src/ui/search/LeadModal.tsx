"use client";
/** The shared lead-form modal of a results page (loaded on first use; see lead-modal.tsx). */
import { FormModal } from "../forms/FormModal";
import { LeadForm } from "../forms/LeadForm";
import { formHeading } from "../forms/form-fields";
import type { LeadFormContext } from "../../leads/form-rules";
import type { LeadRequest } from "./lead-modal";

export function LeadModal({ request, context, pageId, onClose }: { request: LeadRequest; context: LeadFormContext; pageId: string; onClose: () => void }) {
  const heading = request.heading ?? formHeading(request.form, request.car);
  return (
    <FormModal open label={heading} onClose={onClose}>
      <LeadForm key={`${request.form}-${request.car.id}`} form={request.form} context={context} car={request.car} pageId={pageId} heading={heading} defaults={request.defaults} />
    </FormModal>
  );
}
