import { useState } from 'react';
import type { User } from '../../../contract/auth';
import { useSession } from '../../offline/react/useSession';
import { useMirrorRow, useRefresh } from '../../offline/react/mirror';
import { Card } from '../../ui/Card';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { loadProfile } from './api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PayoutAccountCard } from './PayoutAccountCard';
import { NotificationsCard } from './NotificationsCard';
import { ProfileForm } from './ProfileForm';
import '../../ui/card.css';
import './profile.css';

const BLANK_USER: User = {
  id: '',
  emailConfirmed: false,
  phoneNumber: '',
  userName: '',
  email: '',
  fullName: '',
  firstName: '',
  lastName: '',
  isActive: true,
  uniqueCode: '',
  isDeleted: false,
  roles: [],
  isGoogleConnected: false,
  isFacebookConnected: false,
  company: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  unitNo: '',
};

export default function ProfilePage() {
  const session = useSession();
  const customerId = session.status === 'signed-in' ? session.user.id : undefined;
  const { row, loaded } = useMirrorRow('profile', customerId);
  const { refreshing } = useRefresh('profile', loadProfile);
  const [passwordPopup, setPasswordPopup] = useState(false);

  return (
    <div className="page profile">
      <div className="page__header">
        <h1>Profile</h1>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setPasswordPopup(true)}
        >
          Change Password
        </button>
      </div>
      <LastUpdated name="profile" />
      <Card title={<span id="profile-details-title">Your details</span>}>
        {row ? (
          // Keyed by the record's identity so a different customer never sees a stale draft.
          <ProfileForm key={row.id} user={row} />
        ) : !loaded || refreshing ? (
          <div className="profile__placeholder">
            <Loader label="Loading your profile…" />
            {/* The form's own layout, hidden and inert, holds its place while the profile loads,
                so the Change Password card below never jumps when it arrives (CLS). */}
            <div className="profile__placeholder-form" aria-hidden="true" inert>
              <ProfileForm user={BLANK_USER} />
            </div>
          </div>
        ) : (
          <p>
            Your profile has not been saved on this device yet. Connect to the internet to load it.
          </p>
        )}
      </Card>
      <PayoutAccountCard />
      <Card title={<span id="change-password-title">Change Password</span>}>
        <ChangePasswordForm labelledBy="change-password-title" />
      </Card>
      <NotificationsCard />
      <Modal open={passwordPopup} title="Change Password" onClose={() => setPasswordPopup(false)}>
        <ChangePasswordForm onDone={() => setPasswordPopup(false)} />
      </Modal>
    </div>
  );
}
