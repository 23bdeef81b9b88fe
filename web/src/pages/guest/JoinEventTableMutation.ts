import { graphql } from '../../api/graphqlClient';

/** A table card's link: this browser takes the card's table (decision 046), kept in an HttpOnly cookie. */
export const joinEventTableMutation = graphql`
  mutation JoinEventTableMutation($slug: String!, $code: String!) {
    joinEventTable(slug: $slug, code: $code) {
      __typename
    }
  }
`;
