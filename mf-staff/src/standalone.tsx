// Async boundary, as in the shell: shared singletons are negotiated before app code runs.
import('./standalone-bootstrap');
