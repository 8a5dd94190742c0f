/** getStaticPaths of the /despre-{product}/… pages: the one {product} of content/site.yaml. */
import { getSite } from './content.ts';

export async function aboutPaths() {
  const { slug } = await getSite();
  return [{ params: { product: slug } }];
}
