// The part of react-router the Gary frontends use. It is what the shell provides to the share
// scope under the key 'react-router' (one router instance for the shell and every remote) while
// letting webpack drop the rest of the library, which a shared module otherwise ships whole.
// router-exports.test.ts fails when app code imports a name that is missing here.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'gary-react-router-full';
