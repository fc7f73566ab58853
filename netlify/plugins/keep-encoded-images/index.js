// A Netlify build plugin (netlify.toml [[plugins]]): keeps the build's encoded images from one deploy
// to the next with Netlify's own cache utility, so a deploy encodes only new or changed photos.
// netlify.toml sets SITE_CACHE_DIR, the folder the build keeps its cache in.
const folder = () => `${process.env.SITE_CACHE_DIR ?? '.site-cache'}/site-images`;

export const onPreBuild = async ({ utils }) => {
  await utils.cache.restore(folder());
};

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(folder());
};
