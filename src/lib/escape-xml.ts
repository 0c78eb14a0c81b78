/** Text made safe inside XML or HTML, element or attribute: & < > " ' as character references. */
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
