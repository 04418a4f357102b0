// What the apps share as `react-router-dom` (one instance per page, like react): only the router pieces they use.
// A shared module cannot be tree-shaken (a consumer built later may use any export), so the whole react-router
// package, its data routers, server rendering and RSC code included, was on every page's critical path (52 KB on
// the wire of 90 KB of JavaScript before the first paint). Sharing this subset instead lets webpack drop the rest.
// tools/tests/federation-shared.spec.js fails when an app imports from react-router-dom a name missing here. Adding
// a name is a change of what the shell provides: release the shell with it before a remote that needs it.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
