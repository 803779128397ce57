import { demoUser } from '../app/helpers';
import { ok } from './answers';
import type { Routes } from './server';

/** The profile read every signed-in screen makes, answered with the demo customer. */
export const signedIn: Routes = { 'GET /api/customer/user': ok(demoUser()) };
