// A server component: it renders the client component that holds the modal.
import { Wallet } from './Wallet';

export default function Page() {
  return (
    <main>
      <h1>Portico on Next.js</h1>
      <Wallet />
    </main>
  );
}
