import { graphql } from 'react-relay/hooks';
import type { RequestDataExportMutation } from '../../__generated__/RequestDataExportMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation RequestDataExportMutation {
    requestDataExport {
      __typename
      ... on RequestDataExportSuccess {
        dataExport {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Asks for a ZIP of the account's data, built in the background (PREPARING until it is ready). */
export const useRequestDataExportMutation = () =>
  useUnionMutation<RequestDataExportMutation, 'requestDataExport'>(
    mutation,
    'requestDataExport',
    'RequestDataExportSuccess',
  );
