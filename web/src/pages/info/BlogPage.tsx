import { PlaceholderPage } from '../../components/PlaceholderPage';

function BlogPage() {
  return (
    <PlaceholderPage
      title="Blog"
      description="Wedding planning ideas, photography tips and product news are coming soon."
    />
  );
}

export { BlogPage as Component };
