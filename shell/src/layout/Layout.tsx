import { Outlet } from 'react-router-dom';

export function Layout() {
  return (
    <>
      <header>Store</header>
      <main id="main">
        <Outlet />
      </main>
      <footer />
    </>
  );
}
