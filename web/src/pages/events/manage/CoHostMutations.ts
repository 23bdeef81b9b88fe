import { graphql } from 'react-relay/hooks';

export const addCoHostMutation = graphql`
  mutation CoHostMutationsAddMutation($eventId: ID!, $email: String!) {
    addCoHost(eventId: $eventId, email: $email) {
      __typename
      ... on AddCoHostSuccess {
        event {
          ...HostsPanel_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const removeCoHostMutation = graphql`
  mutation CoHostMutationsRemoveMutation($hostId: ID!) {
    removeCoHost(hostId: $hostId) {
      __typename
      ... on RemoveCoHostSuccess {
        event {
          ...HostsPanel_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const cancelInvitationMutation = graphql`
  mutation CoHostMutationsCancelInvitationMutation($invitationId: ID!) {
    cancelCoHostInvitation(invitationId: $invitationId) {
      __typename
      ... on CancelCoHostInvitationSuccess {
        event {
          ...HostsPanel_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
