import { clientName, type Client } from '../../contract';

/** The name a client goes by on screen: its company, or its contact's name for an individual. */
export const clientDisplayName = (client: Pick<Client, 'companyName' | 'firstName' | 'lastName'>) =>
  client.companyName ?? clientName(client);
