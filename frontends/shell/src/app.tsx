import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@gary/design';
import { AppLayout } from './layout/app-layout';
import { RequireAdmin, RequireSession } from './routes/guards';
import * as Remote from './federation/remotes';

// Every shell page is its own chunk so the first load carries only the layout.
function page(load: () => Promise<Record<string, unknown>>, name: string) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}

const Home = page(() => import('./pages/home-page'), 'HomePage');
const MeetGary = page(() => import('./pages/meet-gary-page'), 'MeetGaryPage');
const HowItWorks = page(() => import('./pages/how-it-works-page'), 'HowItWorksPage');
const LearnMore = page(() => import('./pages/learn-more-page'), 'LearnMorePage');
const Terms = page(() => import('./pages/terms-page'), 'TermsPage');
const Help = page(() => import('./pages/help-page'), 'HelpPage');
const Privacy = page(() => import('./pages/privacy-page'), 'PrivacyPage');
const TestPage = page(() => import('./pages/test-page'), 'TestPage');
const Pricing = page(() => import('./pages/pricing-page'), 'PricingPage');
const Checkout = page(() => import('./pages/checkout-page'), 'CheckoutPage');
const CheckoutSuccess = page(() => import('./pages/checkout-success-page'), 'CheckoutSuccessPage');
const CheckoutCancel = page(() => import('./pages/checkout-cancel-page'), 'CheckoutCancelPage');
const SignIn = page(() => import('./pages/signin-page'), 'SignInPage');
const SignOut = page(() => import('./pages/signout-page'), 'SignOutPage');
const Reset = page(() => import('./pages/reset-page'), 'ResetPage');
const Confirm = page(() => import('./pages/confirm-page'), 'ConfirmPage');
const Dashboard = page(() => import('./pages/dashboard-page'), 'DashboardPage');
const Leaderboard = page(() => import('./pages/leaderboard-page'), 'LeaderboardPage');
const AdminRefreshPicks = page(() => import('./pages/admin-refresh-picks-page'), 'AdminRefreshPicksPage');
const AdminResults = page(() => import('./pages/admin-results-page'), 'AdminResultsPage');
const NotFound = page(() => import('./pages/not-found-page'), 'NotFoundPage');

export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="meet-gary" element={<MeetGary />} />
        <Route path="real-gary-picks" element={<Remote.TodaysPicks />} />
        <Route path="gary-props" element={<Remote.PlayerProps />} />
        <Route path="team-picks" element={<Remote.TeamProps />} />
        <Route path="what-gary-thinks" element={<Remote.WhatGaryThinks />} />
        <Route path="picks/:id/analysis" element={<Remote.PickAnalysis />} />
        <Route path="billfold" element={<Remote.Billfold />} />
        <Route path="daily-parlay" element={<Remote.DailyParlay />} />
        <Route path="how-good-is-gary" element={<Remote.ModelCard />} />
        <Route path="verify" element={<Remote.Verify />} />
        <Route path="corrections" element={<Remote.Corrections />} />
        <Route path="pricing" element={<Pricing />} />
        <Route path="leaderboard" element={<Leaderboard />} />
        <Route path="how-it-works" element={<HowItWorks />} />
        <Route path="learn-more" element={<LearnMore />} />
        <Route path="terms" element={<Terms />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="help" element={<Help />} />
        <Route path="test" element={<TestPage />} />
        <Route path="signin" element={<SignIn />} />
        <Route path="signout" element={<SignOut />} />
        <Route path="reset" element={<Reset />} />
        <Route path="confirm" element={<Confirm />} />
        <Route path="checkout" element={<RequireSession><Checkout /></RequireSession>} />
        <Route path="checkout/success" element={<CheckoutSuccess />} />
        <Route path="checkout/cancel" element={<CheckoutCancel />} />
        <Route path="betcard" element={<RequireSession><Remote.BetCardPage /></RequireSession>} />
        <Route path="dashboard" element={<RequireSession><Dashboard /></RequireSession>} />
        <Route path="admin/refresh-picks" element={<RequireAdmin><AdminRefreshPicks /></RequireAdmin>} />
        <Route path="admin/results" element={<RequireAdmin><AdminResults /></RequireAdmin>} />
        <Route path="picks" element={<Navigate to="/real-gary-picks" replace />} />
        <Route path="account" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
