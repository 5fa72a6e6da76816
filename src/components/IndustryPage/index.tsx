import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ButtonLink from '@site/src/components/ButtonLink';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section, {type SectionTone} from '@site/src/components/Section';
import SitePage from '@site/src/components/SitePage';
import StatRow from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {
  industryRoute,
  type ExtraSection,
  type Industry,
  type SectionCopy,
} from '@site/src/data/industries/types';
import {service} from '@site/src/lib/structuredData/pages';
import ChallengeCards from './ChallengeCards';
import CustomerTiers from './CustomerTiers';
import MetricCards from './MetricCards';
import ResourceCards from './ResourceCards';
import SolutionCards from './SolutionCards';
import StepList, {type Step} from './StepList';
import SuccessStory from './SuccessStory';
import TypeCards from './TypeCards';
import VolumeDiscounts from './VolumeDiscounts';
import styles from './styles.module.css';

/** Process and plan phases, and framework phases, both shown as numbered steps. */
function phaseSteps(section: Extract<ExtraSection, {kind: 'phases'}>): Step[] {
  return section.phases.map((item) => ({
    title: item.phase,
    detail: item.duration,
    points: item.activities,
  }));
}

function frameworkSteps(section: Extract<ExtraSection, {kind: 'framework'}>): Step[] {
  return section.phases.map((item) => ({
    title: item.phase,
    detail: item.focus,
    points: item.tools,
  }));
}

function ExtraContent({section}: {readonly section: ExtraSection}): ReactNode {
  switch (section.kind) {
    case 'phases':
      return <StepList kind="duration" pointsLabel="Activities" steps={phaseSteps(section)} />;
    case 'framework':
      return <StepList kind="focus" pointsLabel="Tools" steps={frameworkSteps(section)} />;
    case 'types':
      return <TypeCards types={section.types} />;
    case 'customerTiers':
      return <CustomerTiers tiers={section.tiers} />;
    case 'volumeDiscounts':
      return <VolumeDiscounts />;
  }
}

interface Band {
  readonly id: string;
  readonly copy: SectionCopy;
  readonly content: ReactNode;
}

/**
 * An industry landing page, built from one industry's data module: hero with
 * its calls to action, challenges, solutions, metrics, the industry's own sections, a success
 * story, resources and a closing call to action.
 */
export default function IndustryPage({industry}: {readonly industry: Industry}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {hero, ctas} = industry;

  const bands: Band[] = [
    {
      id: 'challenges',
      copy: industry.challenges,
      content: <ChallengeCards items={industry.challenges.items} />,
    },
    {
      id: 'solutions',
      copy: industry.solutions,
      content: <SolutionCards items={industry.solutions.items} />,
    },
    {
      id: 'metrics',
      copy: industry.metrics,
      content: <MetricCards items={industry.metrics.items} />,
    },
    ...industry.extras.map((section) => ({
      id: section.id,
      copy: section,
      content: <ExtraContent section={section} />,
    })),
    {id: 'success-story', copy: industry.story, content: <SuccessStory story={industry.story} />},
    {
      id: 'resources',
      copy: industry.resources,
      content: <ResourceCards items={industry.resources.items} />,
    },
  ];

  return (
    <SitePage
      heading={hero.title}
      title={industry.seo.title}
      description={industry.seo.description}
      keywords={industry.seo.keywords}
      structuredData={service({
        siteUrl: siteConfig.url,
        path: industryRoute(industry.slug),
        name: `${site.productName} for ${industry.audience.toLowerCase()}`,
        serviceType: 'Commercial intelligence and margin optimisation',
        description: industry.seo.description,
        audience: industry.audience,
      })}>
      <main>
        <PageHero
          badge={`${industry.name} commercial intelligence`}
          title={hero.title}
          lead={hero.lead}
          actions={
            <>
              <ButtonLink to="/demo" variant="onDark" size="lg">
                {ctas.demo}
              </ButtonLink>
              <ButtonLink to="/book-call" variant="outlineOnDark" size="lg">
                {ctas.consultation}
              </ButtonLink>
            </>
          }
          aside={<StatRow stats={hero.stats} onDark className={styles.heroStats} />}
        />
        {bands.map((band, index) => {
          const tone: SectionTone = index % 2 === 0 ? 'default' : 'muted';
          return (
            <Section
              key={band.id}
              id={band.id}
              tone={tone}
              eyebrow={band.copy.eyebrow}
              title={band.copy.title}
              intro={band.copy.intro}>
              {band.content}
            </Section>
          );
        })}
        <CtaBand
          title={industry.closing.title}
          text={industry.closing.text}
          primary={{label: ctas.audit, to: '/book-call'}}
          secondary={{label: ctas.demo, to: '/demo'}}
          note={`${site.scheduling.callMinutes} minutes with a commercial strategist. No obligation.`}
        />
      </main>
    </SitePage>
  );
}
