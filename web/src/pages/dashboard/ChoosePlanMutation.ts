import { graphql } from 'react-relay/hooks';
import type { ChoosePlanMutation } from '../../__generated__/ChoosePlanMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

// Answers the user with its id and plan, so the dashboard's plan card updates from the store.
const mutation = graphql`
  mutation ChoosePlanMutation($plan: Plan!) {
    choosePlan(plan: $plan) {
      __typename
      ... on ChoosePlanSuccess {
        viewer {
          id
          plan
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Puts the signed-in user on Starter or Premium (no payment is taken). */
export const useChoosePlanMutation = () =>
  useUnionMutation<ChoosePlanMutation, 'choosePlan'>(mutation, 'choosePlan', 'ChoosePlanSuccess');
