import { graphql } from 'react-relay/hooks';

// Photo is a Node: the new status reaches every list and viewer showing these photos by itself.
export const moderateUploadsMutation = graphql`
  mutation ModerateUploadsMutation($ids: [ID!]!, $action: UploadStatus!) {
    moderateUploads(ids: $ids, action: $action) {
      __typename
      ... on ModerateUploadsSuccess {
        uploads {
          id
          status
          moderatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
