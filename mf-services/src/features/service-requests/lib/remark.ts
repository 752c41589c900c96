/** Whether the staff left a remark worth showing (an 'Update' badge, the remark section). */
export const hasRemark = (remark: string | null | undefined): boolean => Boolean(remark?.trim());
