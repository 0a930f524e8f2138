import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One Google round trip: the state (hashed), PKCE verifier and nonce, valid 10 minutes, used once. */
@Entity({ name: 'oauth_states' })
export class OAuthState {
  @PrimaryColumn({ name: 'state_hash', type: 'bytea' })
  stateHash!: Buffer;

  @Column({ name: 'code_verifier', type: 'text' })
  codeVerifier!: string;

  @Column({ type: 'text' })
  nonce!: string;

  @Column({ type: 'text' })
  locale!: 'en' | 'ar';

  @Column({ name: 'next_path', type: 'text', nullable: true })
  nextPath!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
