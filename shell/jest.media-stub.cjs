module.exports = '/assets/media-stub';
