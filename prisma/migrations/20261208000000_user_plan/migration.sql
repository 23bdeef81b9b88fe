-- The plan an account is on (issue 36): every account starts on Starter; a couple may choose Premium
-- themselves, business plans are arranged with sales. No payment is taken yet, so this only records the choice.
CREATE TYPE "Plan" AS ENUM ('STARTER', 'PREMIUM', 'PROFESSIONAL', 'ENTERPRISE');

ALTER TABLE "User" ADD COLUMN "plan" "Plan" NOT NULL DEFAULT 'STARTER';
