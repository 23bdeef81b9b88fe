import { graphql } from 'react-relay/hooks';

export const prepareCoverUploadMutation = graphql`
  mutation CoverUploadMutationsPrepareMutation($eventId: ID!, $mimeType: String!, $originalFilename: String!) {
    prepareCoverUpload(eventId: $eventId, mimeType: $mimeType, originalFilename: $originalFilename) {
      __typename
      ... on PrepareCoverUploadSuccess {
        ticket {
          uploadUrl
          uploadHeaders {
            name
            value
          }
          storageKey
          contentType
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const completeCoverUploadMutation = graphql`
  mutation CoverUploadMutationsCompleteMutation($eventId: ID!, $storageKey: String!) {
    completeCoverUpload(eventId: $eventId, storageKey: $storageKey) {
      __typename
      ... on CompleteCoverUploadSuccess {
        event {
          id
          coverImageUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
