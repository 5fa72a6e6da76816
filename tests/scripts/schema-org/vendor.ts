/**
 * Writes vocabulary.json: the part of the schema.org vocabulary the site's structured data
 * uses (each class's direct parents and own properties, and each property's expected types),
 * read from schema-dts, which is generated from schema.org's published definitions. Run after
 * the site starts using another type, or after upgrading schema-dts:
 *
 *   npx tsx tests/scripts/schema-org/vendor.ts
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The schema.org types the site's JSON-LD uses as `@type` (a test keeps this list complete). */
export const USED_TYPES = [
  'AboutPage',
  'AggregateOffer',
  'Answer',
  'Article',
  'Blog',
  'BlogPosting',
  'Brand',
  'BreadcrumbList',
  'BusinessAudience',
  'CollectionPage',
  'ContactPage',
  'ContactPoint',
  'CreativeWork',
  'DefinedTerm',
  'DefinedTermSet',
  'EntryPoint',
  'FAQPage',
  'HowTo',
  'HowToStep',
  'ImageObject',
  'ItemList',
  'ListItem',
  'Offer',
  'Organization',
  'Person',
  'QuantitativeValue',
  'Question',
  'SearchAction',
  'Service',
  'SpeakableSpecification',
  'UnitPriceSpecification',
  'WebApplication',
  'WebPage',
  'WebSite',
] as const;

const DATA_TYPES = new Set([
  'Boolean',
  'Date',
  'DateTime',
  'Number',
  'Integer',
  'Float',
  'Text',
  'Time',
  'URL',
  'CssSelectorType',
  'XPathType',
  'PronounceableText',
]);

function main(): void {
  const file = require.resolve('schema-dts/dist/schema.d.ts');
  const version = (
    JSON.parse(readFileSync(path.join(path.dirname(file), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);

  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const unions = new Map<string, string[]>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node) && ts.isUnionTypeNode(node.type)) {
      unions.set(
        node.name.text,
        node.type.types.flatMap((member) =>
          ts.isTypeReferenceNode(member) ? [member.typeName.getText(source)] : [],
        ),
      );
    }
  });

  // A class's direct parents: every class whose union lists it.
  const parents = new Map<string, string[]>();
  for (const [name, members] of unions) {
    if (!interfaces.has(`${name}Leaf`)) continue;
    for (const member of members) {
      if (member === `${name}Leaf` || !interfaces.has(`${member}Leaf`)) continue;
      parents.set(member, [...(parents.get(member) ?? []), name]);
    }
  }
  const ancestorsOf = (name: string): string[] => {
    const direct = parents.get(name) ?? [];
    return [...new Set([...direct, ...direct.flatMap(ancestorsOf)])];
  };

  const heritage = (node: ts.InterfaceDeclaration) =>
    (node.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((type) => type.expression.getText(source)),
    );

  /** A class's own properties: those of its Base interface, when it has one of its own. */
  const properties: Record<string, string[]> = {};
  const ownProperties = (name: string): string[] => {
    const base = interfaces.get(`${name}Base`);
    if (!base) return [];
    const own: string[] = [];
    for (const member of base.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const key = member.name.getText(source).replace(/^"|"$/g, '');
      if (key.startsWith('@')) continue;
      own.push(key);
      const value = member.type;
      const range =
        ts.isTypeReferenceNode(value) && value.typeArguments?.[0] ? value.typeArguments[0] : value;
      const names = (ts.isUnionTypeNode(range) ? range.types : [range]).flatMap((type) =>
        ts.isTypeReferenceNode(type) ? [type.typeName.getText(source)] : [],
      );
      properties[key] = [...new Set([...(properties[key] ?? []), ...names])]
        .filter((name) => name !== 'IdReference')
        .sort();
    }
    return own.sort();
  };

  const classes: Record<string, {parents: string[]; properties: string[]}> = {};
  const wanted = new Set(USED_TYPES.flatMap((name) => [name, ...ancestorsOf(name)]));
  for (const name of [...wanted].sort()) {
    if (!interfaces.has(`${name}Leaf`)) throw new Error(`schema-dts has no class ${name}`);
    // A class without properties of its own extends its parent's Base directly.
    const leafBases = heritage(interfaces.get(`${name}Leaf`) as ts.InterfaceDeclaration);
    classes[name] = {
      parents: (parents.get(name) ?? []).filter((parent) => wanted.has(parent)).sort(),
      properties: leafBases.includes(`${name}Base`) ? ownProperties(name) : [],
    };
  }
  // Ranges are kept only as far as the check needs them: data types and known classes.
  for (const key of Object.keys(properties)) {
    properties[key] = (properties[key] ?? []).filter(
      (range) => DATA_TYPES.has(range) || unions.has(range) || interfaces.has(`${range}Leaf`),
    );
  }
  const sortedProperties = Object.fromEntries(
    Object.entries(properties).sort(([a], [b]) => a.localeCompare(b)),
  );
  const out = path.join(__dirname, 'vocabulary.json');
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        source: `schema.org vocabulary as published in schema-dts ${version}, trimmed to the classes the site uses and their ancestors`,
        dataTypes: [...DATA_TYPES].sort(),
        classes,
        properties: sortedProperties,
      },
      null,
      1,
    )}\n`,
  );
  console.log(
    `wrote ${path.relative(process.cwd(), out)}: ${Object.keys(classes).length} classes, ${Object.keys(sortedProperties).length} properties`,
  );
}

if (require.main === module) main();
