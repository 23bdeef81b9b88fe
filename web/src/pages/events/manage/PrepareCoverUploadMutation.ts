import { graphql } from 'react-relay/hooks';
import type { PrepareCoverUploadMutation } from '../../../__generated__/PrepareCoverUploadMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation PrepareCoverUploadMutation($eventId: ID!, $mimeType: String!, $originalFilename: String!) {
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

/** A signed ticket to PUT the cover image straight to storage. */
export const usePrepareCoverUploadMutation = () =>
  useUnionMutation<PrepareCoverUploadMutation, 'prepareCoverUpload'>(
    mutation,
    'prepareCoverUpload',
    'PrepareCoverUploadSuccess',
  );
