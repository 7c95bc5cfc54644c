import { heroTitleBanner } from './hero-title-banner/template.ts'
import { htmlBox } from './html-box/template.ts'
import { quote } from './quote/template.ts'
import { quoteSlider } from './quote-slider/template.ts'
import { contentGroup } from './content-group/template.ts'
import { imageBox } from './image-box/template.ts'
import { snippet } from './snippet/template.ts'
import { heroTitleBannerTall } from './hero-title-banner-tall/template.ts'
import { textSteps } from './text-steps/template.ts'
import { signPost } from './sign-post/template.ts'
import { parallaxImage } from './parallax-image/template.ts'
import { electrifyingPower } from './electrifying-power/template.ts'
import { contentBlocks } from './content-blocks/template.ts'
import { specificationGlance } from './specification-glance/template.ts'
import { rangeComponent } from './range-component/template.ts'
import { heroCarousel } from './hero-carousel/template.ts'
import { compareImages } from './compare-images/template.ts'
import { exterior360 } from './exterior-360/template.ts'
import { interior360 } from './interior-360/template.ts'
import { tabbedComponent } from './tabbed-component/template.ts'
import { hotspotsContainer } from './hotspots-container/template.ts'
import { masonry } from './masonry/template.ts'
import { locationMap } from './location-map/template.ts'
import { iconButtonSlider } from './icon-button-slider/template.ts'
import { numberButtonCarousel } from './number-button-carousel/template.ts'
import { dualFrameCarousel } from './dual-frame-carousel/template.ts'
import { contentsBlockCarousel } from './contents-block-carousel/template.ts'
import { modelsCarouselManual } from './models-carousel-manual/template.ts'
import { colorButtonCarousel } from './color-button-carousel/template.ts'
import { versatility } from './versatility/template.ts'
import { galleryCarousel } from './gallery-carousel/template.ts'
import { iconsTimeline } from './icons-timeline/template.ts'
import { collectionSlider } from './collection-slider/template.ts'
import { collectionSliderFeed } from './collection-slider-feed/template.ts'
import { collectionItem } from './collection-item/template.ts'
import { galleryCategories } from './gallery-categories/template.ts'
import { accordion } from './accordion/template.ts'
import { inPageNavigation } from './in-page-navigation/template.ts'
import { sectionTabs } from './section-tabs/template.ts'
import { imageTabs } from './image-tabs/template.ts'
import { specificationAccordion } from './specification-accordion/template.ts'
import { modelSummary } from './model-summary/template.ts'
import { modelSummaryFilters } from './model-summary-filters/template.ts'
import { retailerLocator } from './retailer-locator/template.ts'
import { retailerLocatorMena } from './retailer-locator-mena/template.ts'
import { retailerLocatorWithMap } from './retailer-locator-with-map/template.ts'
import { retailerLocatorCards } from './retailer-locator-cards/template.ts'
import { retailerSchema } from './retailer-schema/template.ts'
import { retailerServiceSchema } from './retailer-service-schema/template.ts'
import { formComponent } from './form-component/template.ts'
import { entryForm } from './entry-form/template.ts'
import { expandedEntryForm } from './expanded-entry-form/template.ts'
import { expandedEntryFormMena } from './expanded-entry-form-mena/template.ts'
import { extendedWarranty } from './extended-warranty/template.ts'
import { offersToCrm } from './offers-to-crm/template.ts'
import { singleOffer } from './single-offer/template.ts'
import { readyToGoBar } from './ready-to-go-bar/template.ts'
import { stockLocator } from './stock-locator/template.ts'
import { stockLocatorOverseas } from './stock-locator-overseas/template.ts'
import { stockLocatorCarousel } from './stock-locator-carousel/template.ts'
import { savedVehicles } from './saved-vehicles/template.ts'
import { financeCalculator } from './finance-calculator/template.ts'
import { dieselPetrolQuiz } from './diesel-petrol-quiz/template.ts'
import { subscriptionQuiz } from './subscription-quiz/template.ts'
import { vinCheckerLocal } from './vin-checker-local/template.ts'
import { mapUpdate } from './map-update/template.ts'
import { electricProgramme } from './electric-programme/template.ts'
import { rangeCalculator } from './range-calculator/template.ts'
import { selectVehicleToUpdate } from './select-vehicle-to-update/template.ts'
import { infoSystem } from './info-system/template.ts'
import { accessoriesQuiz } from './accessories-quiz/template.ts'
import { rentACar } from './rent-a-car/template.ts'
import { carRent } from './car-rent/template.ts'
import { news } from './news/template.ts'
import { racingResults } from './racing-results/template.ts'
import { specification } from './specification/template.ts'
import type { BlockTemplate } from './template.ts'

/**
 * The single list of block templates. The editor config, the type map and the renderer map
 * (renderers.ts, by folder) derive from it; adding a block = its folder + one line here.
 * Templates are plain data, so server code (bundle import, content API) can use this list.
 */
export const blockRegistry = {
  'hero-title-banner': heroTitleBanner,
  'html-box': htmlBox,
  quote: quote,
  'quote-slider': quoteSlider,
  'content-group': contentGroup,
  'image-box': imageBox,
  snippet: snippet,
  'hero-title-banner-tall': heroTitleBannerTall,
  'text-steps': textSteps,
  'sign-post': signPost,
  'parallax-image': parallaxImage,
  'electrifying-power': electrifyingPower,
  'content-blocks': contentBlocks,
  'specification-glance': specificationGlance,
  'range-component': rangeComponent,
  'hero-carousel': heroCarousel,
  'compare-images': compareImages,
  'exterior-360': exterior360,
  'interior-360': interior360,
  'tabbed-component': tabbedComponent,
  'hotspots-container': hotspotsContainer,
  masonry: masonry,
  'location-map': locationMap,
  'icon-button-slider': iconButtonSlider,
  'number-button-carousel': numberButtonCarousel,
  'dual-frame-carousel': dualFrameCarousel,
  'contents-block-carousel': contentsBlockCarousel,
  'models-carousel-manual': modelsCarouselManual,
  'color-button-carousel': colorButtonCarousel,
  versatility: versatility,
  'gallery-carousel': galleryCarousel,
  'icons-timeline': iconsTimeline,
  'collection-slider': collectionSlider,
  'collection-slider-feed': collectionSliderFeed,
  'collection-item': collectionItem,
  'gallery-categories': galleryCategories,
  accordion: accordion,
  'in-page-navigation': inPageNavigation,
  'section-tabs': sectionTabs,
  'image-tabs': imageTabs,
  'specification-accordion': specificationAccordion,
  'model-summary': modelSummary,
  'model-summary-filters': modelSummaryFilters,
  'retailer-locator': retailerLocator,
  'retailer-locator-mena': retailerLocatorMena,
  'retailer-locator-with-map': retailerLocatorWithMap,
  'retailer-locator-cards': retailerLocatorCards,
  'retailer-schema': retailerSchema,
  'retailer-service-schema': retailerServiceSchema,
  'form-component': formComponent,
  'entry-form': entryForm,
  'expanded-entry-form': expandedEntryForm,
  'expanded-entry-form-mena': expandedEntryFormMena,
  'extended-warranty': extendedWarranty,
  'offers-to-crm': offersToCrm,
  'single-offer': singleOffer,
  'ready-to-go-bar': readyToGoBar,
  'stock-locator': stockLocator,
  'stock-locator-overseas': stockLocatorOverseas,
  'stock-locator-carousel': stockLocatorCarousel,
  'saved-vehicles': savedVehicles,
  'finance-calculator': financeCalculator,
  'diesel-petrol-quiz': dieselPetrolQuiz,
  'subscription-quiz': subscriptionQuiz,
  'vin-checker-local': vinCheckerLocal,
  'map-update': mapUpdate,
  'electric-programme': electricProgramme,
  'range-calculator': rangeCalculator,
  'select-vehicle-to-update': selectVehicleToUpdate,
  'info-system': infoSystem,
  'accessories-quiz': accessoriesQuiz,
  'rent-a-car': rentACar,
  'car-rent': carRent,
  news: news,
  'racing-results': racingResults,
  specification: specification,
} satisfies Record<string, BlockTemplate>

export type TemplateKey = keyof typeof blockRegistry

export function findTemplate(key: string): BlockTemplate | undefined {
  return Object.hasOwn(blockRegistry, key) ? (blockRegistry[key as TemplateKey] as BlockTemplate) : undefined
}
