/** Small real pictures for upload fields: 8 x 8 PNGs, which the server's content check accepts. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YKmNFTEMLQkAq6xJAVajaZIAAAAASUVORK5CYII=',
  'base64',
);
const GREEN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQbbDFihiGlgQAefQ0gcm2vE4AAAAASUVORK5CYII=',
  'base64',
);

export const redPicture = (name = 'red.png') => ({ name, mimeType: 'image/png', buffer: RED_PNG });
export const greenPicture = (name = 'green.png') => ({ name, mimeType: 'image/png', buffer: GREEN_PNG });
