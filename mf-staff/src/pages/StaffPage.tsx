export function StaffPage() {
  return <h1>Staff console</h1>;
}
