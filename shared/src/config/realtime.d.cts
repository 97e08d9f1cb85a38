/** An outside Pusher-protocol service: where the API publishes (`apiHost`) and browsers connect (`wsHost`). */
export interface PusherService {
  apiHost: string;
  wsHost: string;
  port: number;
  useTLS: boolean;
  cluster: string;
}
export declare function pusherService(env: Record<string, string | undefined>): PusherService | null;
