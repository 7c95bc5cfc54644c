import { link, type BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    welcome_imageid: { id: 1034 },
    summary_image_id: { id: 1009 },
    main_product_subscription_image_id: { id: 1036 },
    main_product_subscription_button: link('Subscribe', '/offers'),
    main_product_subscription_footer_content: 'Cancel with three months’ notice.',
    main_product_loan_image_id: { id: 1002 },
    main_product_loan_button: link('See loan offers', '/offers'),
    main_product_fullservice_image_id: { id: 1029 },
    main_product_fullservice_button: link('Ask for a lease', '/contact'),
    main_product_fullservice_footer_content: 'For businesses and drivers of long distances.',
    alternative_product_subscription_button: link('More about subscriptions', '/offers', 'secondary'),
    alternative_product_loan_button: link('More about loans', '/offers', 'secondary'),
    alternative_product_fullservice_button: link('More about leasing', '/contact', 'secondary'),
    alternative_product_leasingtogo_button: link('Cars ready now', '/stock', 'secondary'),
    footer_services_item_content: '<p>Servicing, tyres and insurance can be added to every product.</p>',
    footer_services_item_button: link('Our services', '/about', 'secondary'),
    box_color: 'light-theme',
  },
} satisfies BlockSample
